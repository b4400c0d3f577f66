Class <| title == 'c' |>
