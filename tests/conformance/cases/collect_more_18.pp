@package { 'p': ensure => installed }
Package <| ensure == 'installed' |>
