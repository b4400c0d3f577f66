@notify { 'a': message => undef }
@notify { 'b': }
@notify { 'c': message => 'x' }
Notify <| message == undef |>
