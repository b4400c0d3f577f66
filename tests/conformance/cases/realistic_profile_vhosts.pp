class profile::web (
  Hash[String, Hash] $vhosts = { 'a.example' => { 'port' => 80 }, 'b.example' => { 'port' => 443, 'ssl' => true } },
  String $docroot_base = '/var/www',
) {
  $vhosts.each |String $name, Hash $opts| {
    $ssl = $opts['ssl'] ? { true => 'on', default => 'off' }
    file { "${docroot_base}/${name}":
      ensure => directory,
      mode   => '0755',
      tag    => ['vhost', "port_${opts['port']}"],
    }
    notify { "vhost ${name}": message => "port=${opts['port']} ssl=${ssl}" }
  }
  File <| tag == 'port_443' |> { mode => '0700' }
}
include profile::web
