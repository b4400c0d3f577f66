$d = Deferred('join', [[1,2], '-'])
notify { 'x': message => "${call($d)}" }
