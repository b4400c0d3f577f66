@notify { 'a': }
Notify <| nosuchattr == 'x' |>
notify { 'b': }
