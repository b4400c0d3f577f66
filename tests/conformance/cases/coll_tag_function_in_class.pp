class c { tag 'extra' notify { 'inner': } }
include c
Notify <| tag == 'extra' |> { message => 'tagged via class' }
