class { 'x' }
