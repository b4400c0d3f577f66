cron { 'c': command => 'x', bogus => 1 }
