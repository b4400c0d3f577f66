[[1, 'a'], [2, 'b']].each |$pair| { notify { "p-${pair[0]}-${pair[1]}": } }
[[1, 'a'], [2, 'b']].each |$n, $l| { notify { "q-${n}-${l}": } }
