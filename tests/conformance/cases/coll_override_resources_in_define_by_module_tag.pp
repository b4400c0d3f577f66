define web::vhost($port = 80) { notify { "vhost-${title}": message => $port } }
Notify <| tag == 'web' |> { message => 'over' }
web::vhost { 'a': }
