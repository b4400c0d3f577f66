@notify { 'a': }
Notify <| title == 'a' |> { message => 'one' }
Notify <| title == 'a' |> { message => 'two' }
