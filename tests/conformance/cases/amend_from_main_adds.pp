class base { file { '/b': ensure => file, mode => '0644' } }
include base
File['/b'] { owner => 'root' }
