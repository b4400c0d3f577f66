package { 'p': ensure => installed }
service { 's': ensure => running }
Package <| |> -> Service <| |>
