notify { 'n': require => Nosuch['x'] }
