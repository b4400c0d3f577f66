notify { 'a': message => 'Hello' }
Notify <| message == 'hello' |> { withpath => true }
