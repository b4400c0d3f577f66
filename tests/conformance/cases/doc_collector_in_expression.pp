$a = User <| |> + 1
