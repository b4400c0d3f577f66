class c($noop = 1) { }
include c
