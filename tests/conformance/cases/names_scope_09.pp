class c($x, $x) { }
include c
