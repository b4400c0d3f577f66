File { mode => '0600' }
file { '/a': ensure => file }
notify { "m=${File['/a']['mode']}": }
