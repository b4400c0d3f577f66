define thing($v = 1) { notify { "thing-${title}": message => $v } }
@thing { 'a': v => 2 }
@thing { 'b': v => 3 }
Thing <| v == 2 |>
