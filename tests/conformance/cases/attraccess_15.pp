class c($p = 'v') { }
include c
notify { 'n': message => [Class['c']['p'], Class[c][p]] }
