@user { 'ana': uid => 1, shell => '/bin/sh' }
@user { 'bob': uid => 2 }
User <| shell != '/bin/sh' |>
