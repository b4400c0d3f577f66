class c { @notify { 'from-c': tag => 'ct' } }
include c
Notify <| tag == 'c' |>
