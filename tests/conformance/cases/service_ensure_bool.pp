service { 's': ensure => true, enable => 'manual' }
