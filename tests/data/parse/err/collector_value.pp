File <| |> + 1
