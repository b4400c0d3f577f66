Notify <| |> { * => { message => 'y' } }
