notify { 'n1': message => 'a' }
$c = Notify <| |>
$c -> notify { 'last': }
