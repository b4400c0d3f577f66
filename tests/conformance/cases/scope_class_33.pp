file { '/x/': ensure => directory }
file { '/x': }
