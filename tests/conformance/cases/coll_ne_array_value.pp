notify { 'a': message => ['x', 'y'] }
Notify <| message != 'z' |> { withpath => true }
