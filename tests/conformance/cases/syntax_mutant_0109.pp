@notify { a': message => 'm' }
Notify <| !(message == 'x') |>
