notify { 'x': message => String({a=>1} >> {a=>1}) }
