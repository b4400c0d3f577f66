define d() { notify { "d-${title}": } }
define e() { d { "from-${title}": } }
e { 'x': }
D <| |> { }
Notify <| |> { message => 'all' }
