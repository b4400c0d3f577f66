# HAProxy balancing to the web servers, nginx serving static files.
class profile::lb (
  Hash[String, Stdlib::IP::Address] $members = {},
  Stdlib::Port $port = 80,
) {
  include haproxy
  include nginx
  haproxy::listen { 'web':
    ipaddress        => $facts['networking']['ip'],
    ports            => String($port),
    mode             => 'http',
    collect_exported => false,
    options          => { 'balance' => 'roundrobin', 'option' => ['httpchk GET /'] },
  }
  haproxy::balancermember { 'web members':
    listening_service => 'web',
    server_names      => $members.keys,
    ipaddresses       => $members.values,
    ports             => '80',
    options           => 'check',
  }
  nginx::resource::server { 'static.example.com':
    listen_port => 8080,
    www_root    => '/srv/static',
  }
}
