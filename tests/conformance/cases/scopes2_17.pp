define d() { $v = 'inner' }
d { 'a': }
notify { 'n': message => "${d::v}" }
