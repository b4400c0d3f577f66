class c { tag 'extra' @notify { 'v': } }
include c
Notify <| tag == 'extra' |>
