@notify { 'v': tag => ['t1'] }
notify { 'r': }
Notify <| tag == 't |> -> Notify['r']
