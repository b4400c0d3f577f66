define mk() { @notify { "v-${title}": } }
Notify <| |>
mk { ['a', 'b']: }
