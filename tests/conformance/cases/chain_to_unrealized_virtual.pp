@file { '/b': ensure => file }
file { '/a': ensure => file }
File['/a'] -> File['/b']
