class c { $local = 'l' }
include c
notify { "x=${c::local}": }
