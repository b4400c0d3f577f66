notify { 'x': message => "${empty(undef)}" }
