file { ['/a', '/b']: ensure => file }
service { 'x': }
[File['/a'], File['/b']] ~> Service['x']
File['/a'] -> [Service['x']]
