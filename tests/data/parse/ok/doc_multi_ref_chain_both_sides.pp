file { ['/a', '/b']: }
service { ['x', 'y']: }
File['/a', '/b'] ~> Service['x', 'y']
