class c { $m = 'class var' Notify <| |> { message => $m } }
notify { 'a': }
include c
