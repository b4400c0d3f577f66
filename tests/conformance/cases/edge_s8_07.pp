Notify <| title == 'x' |> { message => 'a' }
Notify <| title == 'x' |> { message => 'b' }
notify { 'x': }
