cron { 'c': command => '/bin/true', bogus => 1 }
