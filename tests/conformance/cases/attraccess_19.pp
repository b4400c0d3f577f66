file { '/a': mode => '0640' }
notify { 'n': message => Resource['file', '/a']['mode'] }
