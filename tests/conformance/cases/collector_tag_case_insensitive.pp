@notify { 'a': tag => 'x' }
Notify <| tag == 'X' |>
