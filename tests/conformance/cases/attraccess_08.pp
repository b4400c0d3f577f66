File { mode => '0600' }
file { '/a': }
notify { 'n': message => File['/a']['mode'] }
