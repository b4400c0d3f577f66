file { '/v': ensure => file, mode => '0600' }
File['/v'] { mode => '0644' }
