file { '/x': ensure => file,, }
