Notify { message => 'from default' }
@notify { 'a': }
Notify <| title == 'a' |>
notify { 'b': }
