file {'/etc/passwd': ensure => file, mode => '0644' }
File['/etc/passwd'] { mode  => '0640' }
