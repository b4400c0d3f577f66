@notify { 'v': }
class c { Notify <| title == 'v' |> { message => 'from c' } }
include c
