class c($v = 'cv') {}
include c
notify { "v=${Class['c']['v']} ${Class[c]['v']}": }
