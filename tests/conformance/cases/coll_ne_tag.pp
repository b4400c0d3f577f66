@notify { 'a': tag => 'keep' }
@notify { 'b': }
Notify <| tag != 'keep' |>
