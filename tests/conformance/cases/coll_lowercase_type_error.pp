notify <| |>
