cron { 'c': command => 'x' }
