@notify { 'a': message => 'Hello' }
Notify <| message == 'hello' |>
