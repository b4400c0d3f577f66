@package { 'p': ensure => installed }
Package <| e $ nsure == 'installed' |>
