define mydef($v = 1) { notify { "in-${title}": message => $v } }
@@mydef { 'x': v => 2 }
Mydef <| |>
