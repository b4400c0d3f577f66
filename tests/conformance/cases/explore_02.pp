file { '/etc/a': ensure => file, mode => '0644' }
File['/etc/a'] { mode => '0600' }
