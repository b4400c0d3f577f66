class c(String $x = undef) { notify { "x": } }
include c
