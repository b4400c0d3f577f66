class a { tag 'from_a' notify { 'x': } }
include a
notify { 'y': tag => 'from_a' }
Notify <| tag == 'from_a' |> { message => 'both' }
