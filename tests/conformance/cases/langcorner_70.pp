File <| mode > 1 |>
