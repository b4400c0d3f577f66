class { 'x': }
