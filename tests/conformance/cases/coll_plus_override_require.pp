notify { ['a','b','c']: }
Notify <| title == 'c' |> { require +> Notify['a'] }
Notify <| title == 'c' |> { require +> Notify['b'] }
