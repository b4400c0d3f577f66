@user { 'u': groups => ['a', 'b'] }
User <| groups == ['a', 'b'] |>
