notify { 'a': message => 'x' }
Notify <| title '  == 'a' |> { message => 'y' }
Notify <| title == 'a' |> { message => 'z' }
