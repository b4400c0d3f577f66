@@notify { 'e1': tag => 'x' }
Notify <<| tag == 'x' |>> { tag +> 'y' }
Notify <| tag == 'y' |> { message => 'second pass' }
