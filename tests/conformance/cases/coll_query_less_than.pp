@notify { 'a': }
Notify <| title < 'b' |>
