@notify { 'a': tag => ['x', 'y'] }
Notify <| tag != 'x' |>
@notify { 'b': tag => 'y' }
