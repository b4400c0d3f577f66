@notify { 'a': message => 'x' }
@notify { 'b': }
$m = undef
Notify <| message == $m |>
