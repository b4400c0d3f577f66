class base { $pkgs = ['a','b'] package { $pkgs: ensure => installed } }
class app inherits base { Package['a'] { ensure => latest } }
include app
Package <| title == 'b' |> { provider => 'apt' }
