@notify { 'a': }
Notify <| 'a' == title |>
