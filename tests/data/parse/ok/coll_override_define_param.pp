define app($port = 80) { notify { "app-${title}": message => "port ${port}" } }
app { 'web': }
App <| title == 'web' |> { port => 8080 }
