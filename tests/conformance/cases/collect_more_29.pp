@notify { 'a': }
$x = Notify <| |>
notify { 'z': message => "${x}" }
