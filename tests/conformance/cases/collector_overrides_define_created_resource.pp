define d() { notify { "d-${title}": } }
Notify <| title == 'd-x' |> { message => 'collected from define' }
d { 'x': }
