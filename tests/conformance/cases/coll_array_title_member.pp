@notify { ['x', 'y']: message => 'm' }
Notify <| title == 'y' |>
