file { 'x': path => '/x' }
notify { 'x': }
exec { 'x': command => '/bin/x' }
