notify { 'first': tag => 'early' }
notify { 'second': }
Notify <| tag == 'early' |> -> Notify['second']
