notify { 'a': tag => 'one' }
notify { 'b': tag => ['one', 'two'] }
Notify <| tag == 'one' and tag == 'two' |> { message => 'both' }
