@user { 'u': groups => ['a', 'b'] }
User <| groups == 'b' |>
