notify { 'x': }
notify { 'y': require => Resource['notify', 'x'] }
