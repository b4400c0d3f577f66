define apache::vhost(Integer $port = 80, String $docroot = "/var/www/${title}", Array[String] $aliases = []) {
  file { $docroot: ensure => directory }
  file { "/etc/apache2/sites-enabled/${title}.conf":
    ensure  => file,
    content => "port=${port} aliases=${join($aliases, ',')}",
    require => File[$docroot],
  }
}
$vhosts = { 'a.example' => { 'port' => 8080 }, 'b.example' => { 'aliases' => ['www.b'] } }
create_resources('apache::vhost', $vhosts)
File <| title == '/var/www/a.example' |> { mode => '0755' }
