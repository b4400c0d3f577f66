exec { 'e1': command => '/bin/echo' }
exec { 'e2': command => '/bin/echo' }
notify { 'x': require => Exec['e1'], before => [Exec['e2']], subscribe => Exec['e1', 'e2'] }
