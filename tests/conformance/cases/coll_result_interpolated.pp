notify { 'a': }
$refs = Notify <| title == 'a' |>
notify { 'b': message => "${refs}" }
