notify { 'a': message => 'orig' }
Notify['a'] { message => 'amended' }
Notify <| title == 'a' |> { message => 'collected' }
