@@file { '/e1': ensure => file, tag => ['web'] }
@@file { '/e2': ensure => file }
File <<| tag == 'web' |>> { mode => '0600' }
