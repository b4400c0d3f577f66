file { '/tmp/a': ensure => file }
notify { 'm': message => File['/tmp/a']['ensure'] }
notify { 'n': message => "mode is ${File['/tmp/a']['mode']}" }
