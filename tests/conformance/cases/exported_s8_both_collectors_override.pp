@@notify { 'e1': message => 'x' }
Notify <<| |>> { message => 'collected' }
Notify <| |> { withpath => true }
