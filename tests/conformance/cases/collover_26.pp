class c { notify { 'in': } }
include c
Class['c'] -> notify { 'after': }
Notify <| title == 'in' |> { message => 'm' }
