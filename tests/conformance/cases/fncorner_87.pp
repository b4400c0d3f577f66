notify { 'x': message => "${compare('a', 'b', 'yes')}" }
