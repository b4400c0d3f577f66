$r = [1, 2, 3].map |$i| { notify { "m${i}": } }
notify { 'last': require => $r }
