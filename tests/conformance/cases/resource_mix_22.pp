file { '/x': }
notify { 'x': message => File['/x']['mode'] }
