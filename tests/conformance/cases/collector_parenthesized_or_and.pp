@notify { 'a': message => 'm' }
Notify <| (title == 'a' or title == 'b') and message == 'm' |> { withpath => true }
