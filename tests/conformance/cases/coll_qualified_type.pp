define my::d() { notify { "d-${title}": } }
@my::d { 'x': }
My::D <| |>
