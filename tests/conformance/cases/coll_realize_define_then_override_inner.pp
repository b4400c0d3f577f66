define web($port = 80) { notify { "web-${title}": message => "port ${port}" } }
@web { 'a': }
@web { 'b': port => 8080 }
Web <| port == 8080 |>
Notify <| title == 'web-b' |> { message => 'overridden' }
