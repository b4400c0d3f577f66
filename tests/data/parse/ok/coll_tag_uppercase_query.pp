@notify { 'a': tag => 'web' }
Notify <| tag == 'WEB' |>
