user { 'a': groups => ['x'] }
User <| title == 'a' |> { groups +> ['y', 'z'] }
