Resource['file'] { mode => '0600' }
file { '/a': }
