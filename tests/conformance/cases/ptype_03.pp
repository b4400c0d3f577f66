class c(Sensitive[Integer[1,2]] $a = 3) { }
include c
