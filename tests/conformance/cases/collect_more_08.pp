@notify { 'a': message => 'x' }
Notify <| message == 'x' and title == 'a' or title == 'b' |>
@notify { 'b': }
