class c($req) {}
include c
