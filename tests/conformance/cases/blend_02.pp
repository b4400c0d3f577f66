define web::vhost($port = 80, $docroot = "/var/www/${title}") {
  file { $docroot: ensure => directory }
  @@notify { "vhost ${title}": message => "${title}:${port}", tag => ['vhost'] }
}
web::vhost { ['a.com', 'b.com']: port => 8080 }
Notify <<| tag == 'vhost' |>>
