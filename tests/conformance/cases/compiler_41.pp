node /^(t)/ { $r = [1].map |$x| { "${1}" } notify { "r ${r}": } }
