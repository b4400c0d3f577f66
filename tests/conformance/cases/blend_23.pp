package { 'p': ensure => '1.0' }
Package <| ensure == 1.0 |> { provider => 'apt' }
