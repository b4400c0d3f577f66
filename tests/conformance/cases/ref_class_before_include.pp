class c { }
notify { 'x': require => Class[c] }
include c
