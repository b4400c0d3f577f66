class c($title) {}
include c
