@notify { 'a': }
Notify <| foo(1) |>
