user { 'u': ensure => present, groups => ['a', 'b'], membership => minimum, password => Sensitive('x') }
