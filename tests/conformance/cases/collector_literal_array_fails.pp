@notify { 'a': tag => ['x', 'y'] }
@notify { 'b': tag => ['x'] }
Notify <| tag == ['x', 'y'] |> { message => 'both' }
