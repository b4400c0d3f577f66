class c { $c::x = 1 }
include c
