@notify { 'v1': tag => 'x' }
@notify { 'v2': tag => 'y' }
Notify <| tag == 'x' |> -> notify { 'after': }
