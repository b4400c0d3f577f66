define d($v) { notify { "d-${title}": message => $v } }
@d { 'x': v => 1 }
D <| title == 'x' |> { v => 2 }
