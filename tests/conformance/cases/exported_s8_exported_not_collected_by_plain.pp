@@notify { 'e1': message => 'x' }
Notify <| title == 'e1' |>
