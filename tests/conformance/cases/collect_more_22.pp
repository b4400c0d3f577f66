define d { notify { "n-${title}": } }
@d { 'x': }
D <| |>
