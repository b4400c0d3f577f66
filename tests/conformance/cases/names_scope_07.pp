class c($title = 1) { }
include c
