notify { 'a': tag => ['x', 'y'] }
Notify <| tag == 'X' |> { message => 'upper' }
