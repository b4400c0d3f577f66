@notify { 'a': message => 'm' }
Notify <| message == 'm' |>
Notify <| title == 'a' |> { message => 'n' }
