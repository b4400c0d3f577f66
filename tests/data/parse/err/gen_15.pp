User <| title == 'x' and |>
