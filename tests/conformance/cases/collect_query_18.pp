@@notify { 'ex': message => 'a' }
Notify <| |>
