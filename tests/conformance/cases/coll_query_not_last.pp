@notify { 'a': }
Notify <| title != 'a' and tag == 'b' or !tag |>
