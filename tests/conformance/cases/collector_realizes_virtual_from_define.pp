define d() { @notify { "v-${title}": tag => 'dv' } }
d { 'x': }
Notify <| tag == 'dv' |>
