file { '/a': ensure => file, content => 'x', source => 'puppet:///x' }
