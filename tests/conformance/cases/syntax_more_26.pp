class { 'c': } }
