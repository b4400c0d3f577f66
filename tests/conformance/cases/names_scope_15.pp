class c { notify { "x": message => $title } }
include c
