@user { 'u1': groups => ['a'] }
User <| |> { groups +> ['b'] }
