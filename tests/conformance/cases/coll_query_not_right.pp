@notify { 'a': }
Notify <| (title == 'a') or !(title == 'b') |>
