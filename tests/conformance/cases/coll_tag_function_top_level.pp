notify { 'a': }
tag 'toplevel'
Notify <| tag == 'toplevel' |> { message => 'top' }
