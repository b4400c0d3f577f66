@notify { 'a': }
Notify <| title != 'b' and !(title == 'c') |>
