define d($v = 'default') { notify { "d-${title}": message => $v } }
d { 'x': }
D <| |> { v => 'over' }
