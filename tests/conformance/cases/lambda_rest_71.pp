notify { 'x': message => "${[1,2,3].each_slice}" }
