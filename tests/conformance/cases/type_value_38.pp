notify { "n": message => File['/x'] }
