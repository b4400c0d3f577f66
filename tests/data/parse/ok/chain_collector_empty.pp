notify { 'a': }
Notify['a'] -> User <| title == 'nobody' |>
