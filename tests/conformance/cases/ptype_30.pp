class c(Undef $b = 1) { }
include c
