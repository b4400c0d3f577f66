notify { 'a': message => 'm' }
Notify <| title == 'a' |> { message => 'o' }
notify { 'b': message => Notify['a']['message'] }
