Class['a'] { x => 1 }
