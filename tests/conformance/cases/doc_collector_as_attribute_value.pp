notify { 'x': message => User <| |> }
