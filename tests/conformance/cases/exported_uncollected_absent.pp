@@file { '/exp': ensure => file }
notify { 'n': message => 'x' }
