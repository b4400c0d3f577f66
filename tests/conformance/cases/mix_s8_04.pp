notify { 'x': }
class a { notify { 'y': } tag 'after' }
include a
Notify <| tag == 'after' |> { message => 'got' }
