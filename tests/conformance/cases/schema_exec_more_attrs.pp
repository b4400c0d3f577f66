exec { 'e': command => 'x', refresh => 'y', refreshonly => true, provider => shell, group => 'g', sensitive_parameters => ['x'] }
