$t = 'a'
@notify { 'a': }
Notify <| title == $t |>
