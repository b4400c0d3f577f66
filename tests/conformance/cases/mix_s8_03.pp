class a { tag 'late'; notify { 'x': } }
include a
Notify <| tag == 'late' |> { message => 'tagged' }
