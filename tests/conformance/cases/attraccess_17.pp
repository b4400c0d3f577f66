file { '/a': mode => '0640' }
notify { 'n': message => File['/a']['mode', 'owner'] }
