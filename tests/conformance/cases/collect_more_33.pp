@notify { 'a': message => 'm' }
Notify <| message in ['m'] |>
