class web { @package { ['nginx', 'curl']: ensure => installed, tag => 'web' } }
include web
Package <| tag == 'web' |> { ensure => latest }
