user { 'bob': ensure => present, groups => ['a', 'b'] }
notify { 'n': message => User['bob']['groups'][1] }
