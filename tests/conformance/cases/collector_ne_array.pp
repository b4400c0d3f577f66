@user { 'luke': uid => 1000, groups => ['admin', 'dev'] }
@user { 'ana': uid => 1001, groups => 'dev' }
@user { 'bob': uid => 1002 }
User <| groups != 'dev' |>
