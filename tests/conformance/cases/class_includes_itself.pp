class c { include c }
include c
