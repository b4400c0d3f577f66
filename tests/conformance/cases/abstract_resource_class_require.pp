class x {}
include x
notify { 'n': require => Resource['class', 'x'] }
