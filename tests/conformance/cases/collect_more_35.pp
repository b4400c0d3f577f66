@notify { 'a': message => 'm' }
Notify <| message == $undefined_var |>
