@notify { 'a': message => true }
Notify <| message == true |>
@notify { 'b': }
Notify <| message == undef |> { withpath => true }
