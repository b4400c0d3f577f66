@d { 'v1': }
d { 'real': }
define d() { notify { "d-${title}": } }
D <| title == 'v1' |>
