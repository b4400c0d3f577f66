class c { $x = 1 }
include c
$c::x = 2
