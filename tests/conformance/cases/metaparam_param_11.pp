class c($stage = "main") { notify { "x": } }
include c
