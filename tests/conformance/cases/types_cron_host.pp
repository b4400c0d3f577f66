cron { 'c': command => '/bin/x', hour => 2, minute => [0, 30] }
host { 'h.example': ip => '10.0.0.1', host_aliases => ['h'] }
