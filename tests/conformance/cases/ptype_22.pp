class c(NotUndef $b = undef) { }
include c
