class c(Float[0.5] $b = 0.1) { }
include c
