Notify <| title == |>
