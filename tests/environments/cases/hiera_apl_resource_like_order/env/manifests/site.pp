class { 'k': y => 'gy', a => 'ga', x => undef }
