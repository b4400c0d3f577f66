@notify { 'a': }
Notify <| name == 'a' |>
