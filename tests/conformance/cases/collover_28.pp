Nosuch <| title == 'c' |>
