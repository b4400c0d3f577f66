file { ['/a','/b','/c']: ensure => file }
notify { 'n': require => File[['/a','/b'],'/c'] }
