notify { 'x': message => 'm' }
Notify <| message == 'm' |> { message => 'changed' }
Notify <| message == 'changed' |> { withpath => true }
