file { '/x': ensure => file }
file { 'other': path => '/x', ensure => file }
