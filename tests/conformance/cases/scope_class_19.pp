class c { $x = 1 if true { $x = 2 } }
include c
