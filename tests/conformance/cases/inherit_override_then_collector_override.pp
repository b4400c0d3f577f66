class a { notify { 'n': message => 'a' } }
class b inherits a { Notify['n'] { message => 'b' } }
include a
include b
Notify <| title == 'n' |> { message => 'c' }
