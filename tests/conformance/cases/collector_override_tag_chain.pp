@notify { 'a': tag => 'one' }
Notify <| tag == 'one' |> { tag => 'two' }
Notify <| tag == 'two' |> { message => 'got two' }
