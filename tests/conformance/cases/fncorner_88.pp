notify { 'x': message => "${compare(undef, 1)}" }
