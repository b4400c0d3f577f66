Notify { message => 'default' }
notify { 'a': }
Notify <| title == 'a' |> { message => 'collected' }
notify { 'b': }
