notify { 'a': tag => ['x::y'] }
Notify <| tag == 'y' |> { message => 'segment' }
Notify <| tag == 'x::y' |> { withpath => true }
