$t = ['x', 'y']
@notify { 'a': tag => ['x', 'y'] }
@notify { 'b': tag => ['x'] }
Notify <| tag == $t |> { message => 'both' }
