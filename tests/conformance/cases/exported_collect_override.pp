@@file { '/e': ensure => file, tag => 'exp' }
File <<| tag == 'exp' |>> { mode => '0640' }
