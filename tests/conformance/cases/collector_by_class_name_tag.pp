class c { notify { 'n': } }
include c
Notify <| tag == 'c' |> { message => 'class name tag' }
