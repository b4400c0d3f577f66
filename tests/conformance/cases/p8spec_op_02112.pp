notify { 'x': message => String({a=>1} in '3') }
