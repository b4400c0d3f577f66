User <| |>
@user { 'a': uid => 1 }
@user { 'b': uid => 2, ensure => absent }
User <| ensure == absent |> { shell => '/bin/false' }
