schedule { 'daily': period => daily }
file { '/a': ensure => file, schedule => 'daily', noop => true, audit => 'mode' }
