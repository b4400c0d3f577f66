notify { 'a': }
notify { 'b': }
Notify['a'] -> Notify <| title == 'b' |>
Notify <| title == 'b' |> { message => 'bee' }
