@notify { 'a': }
$c = Notify <| |>
