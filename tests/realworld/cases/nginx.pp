# nginx: the class, an upstream, a proxying server and a location.
class { 'nginx':
  worker_processes => 'auto',
  server_tokens    => 'off',
}
nginx::resource::upstream { 'app':
  members => {
    'app01:8080' => { 'server' => 'app01', 'port' => 8080 },
    'app02:8080' => { 'server' => 'app02', 'port' => 8080, 'weight' => 2 },
  },
}
nginx::resource::server { 'www.example.com':
  listen_port => 80,
  proxy       => 'http://app',
  server_name => ['www.example.com', 'example.com'],
}
nginx::resource::location { 'static':
  server   => 'www.example.com',
  location => '/static/',
  www_root => '/srv/www',
}
