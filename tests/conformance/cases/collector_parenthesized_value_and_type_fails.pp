@notify { 'a': message => 'x' }
Notify <| message == ('x') |>
Notify <| title == Notify |>
