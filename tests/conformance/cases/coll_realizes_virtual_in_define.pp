define d($v) { @notify { "d-${title}": message => $v } }
d { 'one': v => 1 }
d { 'two': v => 2 }
Notify <| message == 2 |>
