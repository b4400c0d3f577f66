Class <| |>
