class c { @notify { 'virt': message => 'v' } }
class d { Notify <| title == 'virt' |> { message => 'from d' } }
include d
include c
