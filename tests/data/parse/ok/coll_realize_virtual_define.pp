define app($port = 80) { notify { "app-${title}": message => "port ${port}" } }
@app { 'web': port => 81 }
@app { 'db': port => 82 }
App <| port == 81 |>
