Package <| |> -> Service <| |>
package { ['a', 'b']: ensure => installed }
service { 's': ensure => running }
@package { 'v': ensure => installed }
