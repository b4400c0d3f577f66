Notify <| tag == 'x' |> -> notify { 'last': }
notify { 'one': tag => 'x' }
notify { 'two': tag => 'x' }
