$v = 'join'
notify { 'x': message => "${call($v, ['a', 'b'], '+')} ${call('max', 1, 5, 3)}" }
