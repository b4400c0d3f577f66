notify { 'a1': tag => 'a' }
notify { 'a2': tag => 'a' }
notify { 'b1': tag => 'b' }
Notify <| tag == 'a' |> -> Notify <| tag == 'b' |>
