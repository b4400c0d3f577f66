file { 'a' ensure => file }
