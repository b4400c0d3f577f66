@notify { 'a': message => 'm' }
Notify <| title == 'a' |> { message => 'one' }
Notify <| tag == 'notify' |> { message => 'two' }
