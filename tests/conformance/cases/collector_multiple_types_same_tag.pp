@user { 'u': tag => 'ops' }
@group { 'g': tag => 'ops' }
User <| tag == 'ops' |>
