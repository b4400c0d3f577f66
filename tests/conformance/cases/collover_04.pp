define app($ver) { package { "app-${title}": ensure => $ver } }
app { 'one': ver => '1' }
Package <| tag == 'app' |> { ensure => absent }
