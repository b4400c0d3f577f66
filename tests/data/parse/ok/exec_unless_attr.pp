exec { 'run': command => '/bin/true', unless => '/bin/false', path => ['/bin'] }
