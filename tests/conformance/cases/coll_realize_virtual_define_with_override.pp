define d($x = 'dx') { notify { "n-${title}": message => $x } }
@d { 'a': }
D <| |> { x => 'over' }
