define site::vhost(String $port = '80', Array $aliases = []) {
  notify { "vhost ${title}": message => "${title}:${port} ${aliases}" }
}
node 'a' {
  @@site::vhost { 'a.example': port => '8080', aliases => ['www.a'] }
}
node 'c' {
  @@site::vhost { 'c.example': }
}
node 'b' {
  Site::Vhost <<| |>>
}
