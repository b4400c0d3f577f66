@@file { '/etc/exported': content => 'x', tag => 'exp' }
File <<| tag == 'exp' |>> { mode => '0600' }
