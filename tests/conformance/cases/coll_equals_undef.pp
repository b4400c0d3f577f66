@notify { 'a': message => 'x' }
@notify { 'b': }
Notify <| message == undef |>
