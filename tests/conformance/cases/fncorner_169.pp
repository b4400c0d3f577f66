notify { 'x': message => "${compare('a', 'b', undef)}" }
