notify { 'n': message => [[1, [2]], 3] }
file { '/y': require => [[File['/x']]] }
file { '/x': }
