@notify { 'a': message => 'm' }
Notify <| title == 'a' |> { message => 'n' }
Notify <| message == 'n' |> { withpath => true }
