define vhost($port = 80, $docroot = "/var/www/${title}") {
  file { $docroot: ensure => directory }
  notify { "vhost ${title}": message => "${title}:${port} ${docroot}" }
}
$sites = { 'a.com' => { 'port' => 8080 }, 'b.com' => {} }
$sites.each |$name, $cfg| { vhost { $name: * => $cfg } }
