class c($tag = 1) { }
include c
