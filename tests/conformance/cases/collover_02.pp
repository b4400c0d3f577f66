define app($ver) { package { "app-${title}": ensure => $ver } }
app { 'one': ver => '1' }
App <| title == 'one' |> { ver => '9' }
