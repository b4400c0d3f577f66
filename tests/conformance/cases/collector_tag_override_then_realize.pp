@package { 'vim': ensure => installed, tag => ['editors', 'base'] }
@package { 'emacs': ensure => installed, tag => 'editors' }
Package <| tag == 'base' |> { ensure => latest }
Package <| tag == 'editors' |>
