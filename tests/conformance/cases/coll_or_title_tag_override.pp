@notify { 'v1': message => 'a', tag => ['x', 'y'] }
@notify { 'v2': message => 'b', tag => 'y' }
Notify <| tag == 'x' or title == 'v2' |> { loglevel => 'warning' }
