@notify { 'a': }
Notify <| title in ['a'] |>
