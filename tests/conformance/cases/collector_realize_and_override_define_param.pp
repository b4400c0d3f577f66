define d($v = 'a') { notify { "d-${title}-${v}": } }
@d { 'one': }
D <| title == 'one' |> { v => 'b' }
