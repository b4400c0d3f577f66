define app($ver) { package { "app-${title}": ensure => $ver } }
@app { 'one': ver => '1' }
@app { 'two': ver => '2' }
App <| ver == '2' |>
