notify { 'a': require => "Notify[nosuch]" }
