notify { 'm': message => File['/tmp/a']['ensure'] }
file { '/tmp/a': ensure => file }
