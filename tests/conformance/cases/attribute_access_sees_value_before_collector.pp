notify { 'a': message => 'hi' }
notify { 'n': message => Notify['a']['message'] }
Notify <| title == 'a' |> { message => 'later' }
