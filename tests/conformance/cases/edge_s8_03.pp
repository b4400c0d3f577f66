define d { @notify { "v-${title}": } }
Notify <| |>
d { 'a': }
