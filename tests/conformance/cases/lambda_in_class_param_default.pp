class c($p = [1, 2].map |$x| { $x * 2 }) { notify { "${p}": } }
include c
