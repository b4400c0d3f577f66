notice(User <| |>)
