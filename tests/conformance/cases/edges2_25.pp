file { '/a/b/': ensure => directory }
notify { 'b': require => File['/a/b'] }
