cron { 'c': command => '/bin/x', hour => 2, minute => [0, 30], weekday => 'mon', environment => 'PATH=/bin', special => 'daily' }
