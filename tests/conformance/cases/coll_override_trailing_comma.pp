Notify <| title == 'x' |> { message => 'y', }
