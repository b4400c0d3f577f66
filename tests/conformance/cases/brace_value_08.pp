$x = File { mode => '0600' } -> notify { 'after': }
file { '/f': }
