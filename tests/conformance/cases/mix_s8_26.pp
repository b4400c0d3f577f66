@notify { 'v1': tag => 'vt' }
@notify { 'v2': }
Notify <| tag == 'vt' |> -> notify { 'after': }
