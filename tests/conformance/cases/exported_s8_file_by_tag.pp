@@file { '/etc/a': content => 'a', tag => ['exp', 'web'] }
@@file { '/etc/b': content => 'b', tag => 'exp' }
File <<| tag == 'web' |>>
