$a = [User <| |>]
