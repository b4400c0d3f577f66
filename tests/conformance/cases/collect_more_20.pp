class c { @notify { 'inside': } }
include c
Notify <| tag == 'c' |>
