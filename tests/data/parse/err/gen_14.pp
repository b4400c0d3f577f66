User <| title = 'x' |>
