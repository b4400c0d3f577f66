@notify { 'a': message => 'm' }
Notify <| title == 'a' |> { message => undef }
