@notify { 'a': tag => 'true' }
Notify <| tag == true |> { message => 'bool tag' }
