notify { 'a': }
Notify <| title == 'a' |> { message => 'one' }
Notify['a'] { message => 'two' }
