define d() { notify { "n-${title}": } }
@d { 'x': noop => true }
D <| |> { schedule => 'never' }
