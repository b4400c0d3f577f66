notify { 'x': message => "${compare(undef, undef)}" }
