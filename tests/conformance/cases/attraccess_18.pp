notify { 'n': message => File['/a']['mode'] }
file { '/a': mode => '0640' }
