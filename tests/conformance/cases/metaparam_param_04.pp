class c($require = 1) { }
include c
