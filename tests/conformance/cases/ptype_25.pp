class c(Collection[2] $b = [1]) { }
include c
