class c($p = $nope) { notify { "p=${p}": } }
include c
