class web { @notify { 'w': } }
include web
Notify <| tag == 'web' |>
