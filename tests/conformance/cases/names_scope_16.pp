class c { notify { "x": message => $name } }
include c
