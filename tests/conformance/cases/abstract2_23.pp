notify { 'a': message => { File['/x'] => 1, Class['c'] => 2 } }
