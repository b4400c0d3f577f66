notify { 'x': message => "${min(['b','a'])} ${max([3,1])}" }
