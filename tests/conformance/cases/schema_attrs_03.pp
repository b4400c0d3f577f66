exec { 'e': command => '/bin/true', unless => 'x', onlyif => 'y', refreshonly => true }
