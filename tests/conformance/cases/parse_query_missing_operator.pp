Notify <| title 'x' |>
