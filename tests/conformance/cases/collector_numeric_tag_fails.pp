@notify { 'a': }
Notify <| tag == 5 |>
