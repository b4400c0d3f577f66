exec { 'e': command => ['/bin/echo', 'hi'], path => '/bin:/usr/bin', environment => ['A=1', 'B=2'], timeout => 30 }
