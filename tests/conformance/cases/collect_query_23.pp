@notify { 'a': }
$q = 'a'
Notify <| title == $q |>
