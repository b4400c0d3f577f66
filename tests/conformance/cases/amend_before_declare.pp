File['/later'] { mode => '0600' }
file { '/later': ensure => file }
