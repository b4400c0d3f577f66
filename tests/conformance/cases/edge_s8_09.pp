notify { 'x': tag => 'a' }
Notify <| title == 'x' |> { tag +> 'b' }
Notify <| tag == 'b' |> { message => 'second' }
