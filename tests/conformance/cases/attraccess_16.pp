class c { }
include c
notify { 'n': message => Class['c']['nosuch'] }
