exec { 'run-it': command => '/bin/echo hi', creates => '/tmp/x', refreshonly => true }
