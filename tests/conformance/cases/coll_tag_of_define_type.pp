define web::vhost($port = 80) { @notify { "vhost-${title}": message => $port } }
web::vhost { 'a': }
web::vhost { 'b': port => 443 }
Notify <| tag == 'web::vhost' |>
