@notify { 'a': }
@notify { 'c': message => 'x' }
Notify <| message != undef |>
