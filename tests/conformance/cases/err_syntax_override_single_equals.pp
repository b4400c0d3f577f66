Notify <| |> { message = 'x' }
