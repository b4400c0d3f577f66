notify { 'a': }
Notify <| |> { message => 'one' }
Notify <| title == 'a' |> { message => 'two' }
