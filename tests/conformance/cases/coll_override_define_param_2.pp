define d($x = 'dx') { notify { "n-${title}": message => $x } }
d { 'a': }
D <| title == 'a' |> { x => 'over' }
