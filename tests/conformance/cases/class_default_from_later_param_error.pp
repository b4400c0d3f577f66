class c($y = $x, $x = 1) { notify { "[${y}]": } }
include c
