notify { 'x': message => "${compare(true, false)}" }
