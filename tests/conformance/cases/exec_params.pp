exec { 'run': command => '/bin/true', path => ['/bin', '/usr/bin'], unless => 'test -f /x' }
