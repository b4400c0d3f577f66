class c(Boolean $b = 'true') { }
include c
