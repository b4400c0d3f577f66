file { '/a': }
notify { 'n': message => File['/a'][0] }
