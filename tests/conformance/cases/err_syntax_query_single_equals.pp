Notify <| title = 'a' |>
