notify { 'x': message => [Notify['a'] == Notify['A'], Notify['a'] == Resource['notify', 'a'], Class['Foo'] == Class['foo']] }
