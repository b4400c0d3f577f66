notify { 'x': message => "${empty(Sensitive([]))} ${empty(Sensitive({a=>1}))}" }
