Notify <| nosuch == 'c' |>
notify { 'a': }
