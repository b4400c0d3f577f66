$f = 'upcase'
notify { 'x': message => "${call($f, 'abc')} ${call('split', 'a,b', ',')}" }
