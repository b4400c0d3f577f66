file { '/q': ensure => file }
notice(File['/q']['nosuch'])
