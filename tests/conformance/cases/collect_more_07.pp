Class <| title == 'x' |>
