file { default: ensure => directory, mode => '0755'; ['/d1', '/d2']: ; '/f': ensure => file }
