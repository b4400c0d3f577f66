@user { 'a': groups => ['admin', 'web'] }
@user { 'b': groups => 'admin' }
@user { 'c': groups => ['web'] }
User <| groups == 'admin' |>
