file { ['/a', default]: mode => '0600'; '/b': ensure => file }
