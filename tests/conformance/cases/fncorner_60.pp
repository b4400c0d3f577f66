notify { 'x': message => "${compare(1, 'a')}" }
