define my::thing() {}
my::thing { 'x': }
notify { 'n': require => My::Thing['x'] }
