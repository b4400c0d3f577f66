notify { 'a': message => 'x' }
Notify <| message != 'x' |> { withpath => true }
Notify <| message == 'x' |> { withpath => false }
