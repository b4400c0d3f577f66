@user { 'u': groups => ['Admin'] }
User <| groups == 'admin' |>
