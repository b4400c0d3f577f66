File <| title == |>
