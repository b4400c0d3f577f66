file { mode => 1 }
