exec { 'x': command => '/bin/true', environment => ['A=1'] }
notify { 'n': message => Exec['x']['environment'] + ['B=2'] }
