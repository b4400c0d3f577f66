class c(Integer[1] $b = 0) { }
include c
