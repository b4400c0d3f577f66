@user { ['u1', 'u2', 'u3']: tag => 'ops' }
User <| tag == 'ops' and title != 'u2' |>
