exec { 'e': command => 'x', path => ['/bin'], timeout => 10, tries => 2 }
