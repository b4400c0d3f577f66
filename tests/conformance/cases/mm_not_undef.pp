class c(NotUndef $n = undef) {}
include c
