@notify { 'a': }
Notify <| 1 + 1 |>
