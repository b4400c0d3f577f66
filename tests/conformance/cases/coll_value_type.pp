@notify { 'a': }
$x = Notify <| title == 'a' |>
notify { 'show': message => type($x) }
