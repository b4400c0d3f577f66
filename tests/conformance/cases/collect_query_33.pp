define d($v) { @notify { "d-${title}": message => $v } }
d { 'x': v => 1 }
Notify <| title == 'd-x' |>
