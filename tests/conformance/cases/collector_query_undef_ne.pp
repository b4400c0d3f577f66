@user { 'a': shell => '/bin/sh' }
@user { 'b': }
User <| shell != undef |>
