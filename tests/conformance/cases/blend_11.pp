file { '/a': ensure => file } -> file { '/b': ensure => file } ~> service { 's': }
Package <| |> -> Service <| |>
package { 'p': }
