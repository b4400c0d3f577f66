file { '/x': }
notify { 'x': message => File['/x']['nosuch'] }
