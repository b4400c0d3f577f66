@notify { 'a': message => 'm' }
Notify <| title == 'a' |>
notify { 'b': message => Notify['a']['message'] }
