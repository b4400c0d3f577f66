notify { 'x': message => "${Array(undef, false)}" }
