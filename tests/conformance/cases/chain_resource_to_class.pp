class b { notify { 'inb': } }
include b
file { '/a': ensure => file }
File['/a'] -> Class['b']
Class['b'] ~> Notify['z']
notify { 'z': }
