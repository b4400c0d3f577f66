file { '/q': ensure => file }
notice(File['/q']['ensure'])
notice(File['/q']['mode'])
