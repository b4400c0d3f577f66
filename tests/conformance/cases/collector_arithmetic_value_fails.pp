@notify { 'a': message => 'ab' }
Notify <| message == 'a' + 'b' |>
