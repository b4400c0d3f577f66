@notify { 'a': }
Notify <| title == "${'a'}" |>
