# haproxy: the class, a listen section with members, a frontend and a backend.
class { 'haproxy':
  global_options   => { 'maxconn' => 4096, 'log' => "${facts['networking']['ip']} local0" },
  defaults_options => { 'mode' => 'http', 'timeout' => ['connect 5s', 'client 30s', 'server 30s'] },
}
haproxy::listen { 'stats':
  ipaddress        => $facts['networking']['ip'],
  ports            => '9000',
  mode             => 'http',
  collect_exported => false,
  options          => { 'stats' => ['enable', 'uri /stats'] },
}
haproxy::frontend { 'www':
  ipaddress => '0.0.0.0',
  ports     => [80, 443],
  mode      => 'http',
  options   => { 'default_backend' => 'app' },
}
haproxy::backend { 'app':
  collect_exported => false,
  options          => { 'balance' => 'roundrobin', 'option' => ['httpchk GET /health'] },
}
haproxy::balancermember { 'app servers':
  listening_service => 'app',
  server_names      => ['app01', 'app02'],
  ipaddresses       => ['10.0.1.21', '10.0.1.22'],
  ports             => '8080',
  options           => 'check',
}
