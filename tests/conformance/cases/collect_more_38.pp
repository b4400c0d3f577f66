@notify { 'A': }
Notify <| title == 'a' |>
