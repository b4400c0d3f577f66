@user { ['a', 'b', 'c']: ensure => present, groups => ['admin', 'dev'] }
User <| groups == 'dev' and title != 'b' |>
