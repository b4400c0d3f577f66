augeas { 'a': context => '/files/etc/x', changes => ['set a b'], onlyif => 'match x size == 0', lens => 'X.lns', incl => '/etc/x' }
