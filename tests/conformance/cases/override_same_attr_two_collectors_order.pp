notify { 'a': message => 'decl' }
Notify <| title == 'a' |> { message => 'first' }
Notify <| tag == 'notify' |> { message => 'second' }
