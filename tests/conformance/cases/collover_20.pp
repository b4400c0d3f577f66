notify { 'a': tag => 'one' }
Notify <| title == 'a' |> { tag +> 'two' }
Notify <| tag == 'two' |> { message => 'found' }
