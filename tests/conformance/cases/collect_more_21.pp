define d { @notify { "n-${title}": } }
d { 'x': }
Notify <| tag == 'd' |>
