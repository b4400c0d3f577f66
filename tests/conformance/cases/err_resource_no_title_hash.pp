file { ensure => file }
