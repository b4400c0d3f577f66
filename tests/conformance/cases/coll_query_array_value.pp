@user { 'u1': groups => ['wheel', 'adm'] }
@user { 'u2': groups => 'adm' }
@user { 'u3': groups => ['users'] }
User <| groups == 'adm' |>
