class c { Notify { message => 'class default' } @notify { 'v': } }
include c
Notify <| title == 'v' |>
