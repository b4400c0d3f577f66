class c($p = 'cp') { }
include c
notify { 'n': message => Class['c']['p'] }
