class c(*$a) { } include c
