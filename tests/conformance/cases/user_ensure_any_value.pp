user { 'u': ensure => bogus_value }
