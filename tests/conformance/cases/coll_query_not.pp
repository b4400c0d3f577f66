@notify { 'a': }
Notify <| !(title == 'c') |>
