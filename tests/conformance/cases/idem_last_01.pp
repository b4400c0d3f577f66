class c { 1 }
include c
