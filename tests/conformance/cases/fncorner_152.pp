notify { 'x': message => "${unique(undef)}" }
