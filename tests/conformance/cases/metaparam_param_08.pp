class c($loglevel = "debug") { notify { "x": } }
include c
