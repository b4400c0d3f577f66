@notify { ['a', 'b', 'c']: }
Notify <| title != 'b' |>
