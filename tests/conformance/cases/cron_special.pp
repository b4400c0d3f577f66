cron { 'c': command => '/x', special => 'daily', user => 'root' }
