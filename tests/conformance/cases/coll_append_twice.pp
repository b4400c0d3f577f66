@user { 'u': groups => ['a'] }
User <| title == 'u' |> { groups +> ['b'] }
User <| title == 'u' |> { groups +> 'c' }
