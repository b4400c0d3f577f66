@notify { 'a': tag => 'x' }
@notify { 'b': tag => 'x' }
Notify <| tag == 'x' |> { message => 'first' }
Notify <| title == 'a' |> { message => 'second' }
