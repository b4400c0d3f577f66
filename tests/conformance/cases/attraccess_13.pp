$ref = File['/a']
file { '/a': mode => '0640' }
notify { 'n': message => $ref['mode'] }
