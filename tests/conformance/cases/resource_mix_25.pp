@user { 'a': groups => ['x', 'y'] }
@user { 'b': groups => ['y'] }
User <| groups != 'x' |>
