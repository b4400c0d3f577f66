@file { '/v': ensure => file }
File['/v'] { mode => '0644' }
