@notify { 'a': message => 'A' }
Notify <| message == 'a' |>
