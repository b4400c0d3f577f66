define d() { notify { "in-${title}": } }
d { 'x': }
notify { 'n': require => D['x'] }
