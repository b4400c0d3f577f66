notify { 'k': require => Class }
