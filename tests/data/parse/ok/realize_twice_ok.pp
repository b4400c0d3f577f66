@user { 'a': }
realize(User['a'])
User <| title == 'a' |>
