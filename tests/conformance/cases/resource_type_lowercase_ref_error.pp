notify { 'a': require => notify['x'] }
