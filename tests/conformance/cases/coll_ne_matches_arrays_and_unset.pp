@user { 'a': groups => ['admin', 'web'] }
@user { 'b': groups => 'admin' }
@user { 'c': }
User <| groups != 'admin' |>
