define d { @notify { "v-${title}": tag => 'vt' } }
d { 'x': }
Notify <| tag == 'vt' |>
