@notify { 'a': message => true }
Notify <| message == true |>
