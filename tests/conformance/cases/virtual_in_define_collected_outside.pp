define d() { @notify { "v-${title}": tag => 'fromd' } }
d { ['a', 'b']: }
Notify <| tag == 'fromd' |>
