@@file { "/etc/backup.d/${facts['networking']['hostname']}": ensure => file, tag => 'backup' }
File <<| tag == 'backup' |>>
