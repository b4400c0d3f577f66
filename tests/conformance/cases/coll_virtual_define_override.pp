define d($m = 'dm') { notify { "in-${title}": message => $m } }
@d { 'x': m => 'virt' }
D <| |> { m => 'over' }
