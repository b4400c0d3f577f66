notify { "x": message => File['/x'] }
