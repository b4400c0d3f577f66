class c($p = 'v') { notify { 'x': } }
include c
notify { 'out': message => Class['c']['p'] }
