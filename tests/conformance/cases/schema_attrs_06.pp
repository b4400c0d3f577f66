cron { 'c': command => 'x', minute => '*/5' }
