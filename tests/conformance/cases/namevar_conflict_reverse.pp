file { '/tmp/x': }
file { 'a': path => '/tmp/x' }
