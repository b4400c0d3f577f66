class c(Enum['a','b'] $a = 'c') { }
include c
