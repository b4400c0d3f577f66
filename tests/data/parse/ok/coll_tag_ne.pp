@notify { 'a': tag => 'x' }
@notify { 'b': }
Notify <| tag != 'x' |>
