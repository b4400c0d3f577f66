define app($ver) { @package { "app-${title}": ensure => $ver, tag => 'apps' } }
app { 'one': ver => '1' }
Package <| tag == 'apps' |>
