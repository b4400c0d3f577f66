notify { 'x': message => String({a=>1} <= true) }
