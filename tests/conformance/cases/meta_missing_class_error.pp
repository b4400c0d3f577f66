notify { 'x': require => Class['nope'] }
