@@file { '/exp': ensure => file, tag => 'e' }
File <<| tag == 'e' |>> { mode => '0600' }
