notify { 'a': tag => ['one', 'two'] }
notify { 'b': tag => 'two' }
Notify <| tag == 'two' |> { message => 'tagged' }
Notify <| tag != 'one' |> { withpath => true }
