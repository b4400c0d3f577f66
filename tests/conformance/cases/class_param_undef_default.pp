class c($x = undef) { notify { "x=${x}": } }
include c
