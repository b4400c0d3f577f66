class c($noop = true) { notify { "x": } }
include c
