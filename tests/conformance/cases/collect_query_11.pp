@notify { 'a': tag => 'Web' }
Notify <| tag == 'web' |>
