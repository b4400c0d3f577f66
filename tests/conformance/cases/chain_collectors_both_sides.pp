@notify { 'a': }
Notify <| title == 'a' |> -> Notify <| title == 'b' |>
notify { 'b': }
