# nginx: an SSL server with IPv6 and a redirect, locations of every kind
# (FastCGI, uwsgi, try_files, alias, stub_status, headers, auth, raw
# configuration), a geo mapping and a stream host; each rendered by its
# own ERB template.
class { 'nginx':
  stream => true,
}
nginx::resource::server { 'shop.example.com':
  listen_port          => 80,
  ssl                  => true,
  ssl_port             => 443,
  ssl_cert             => '/etc/ssl/certs/shop.pem',
  ssl_key              => '/etc/ssl/private/shop.key',
  ssl_redirect         => true,
  ipv6_enable          => true,
  ipv6_listen_options  => '',
  www_root             => '/srv/shop',
  index_files          => ['index.php', 'index.html'],
  add_header           => { 'X-Frame-Options' => 'DENY' },
  client_max_body_size => '20m',
  error_pages          => { '404' => '/404.html' },
  server_cfg_prepend   => { 'server_tokens' => 'off' },
  rewrite_rules        => ['^/old/(.*)$ /new/$1 permanent'],
  gzip_types           => 'text/css application/javascript',
  raw_append           => ['# appended raw'],
}
nginx::resource::location { 'shop-php':
  server              => 'shop.example.com',
  location            => '~ \.php$',
  ssl                 => true,
  ssl_only            => true,
  fastcgi             => '127.0.0.1:9000',
  fastcgi_param       => { 'APP_ENV' => 'production' },
  fastcgi_split_path  => '^(.+\.php)(/.+)$',
  location_cfg_append => { 'fastcgi_read_timeout' => '120' },
}
nginx::resource::location { 'shop-files':
  server    => 'shop.example.com',
  location  => '/files/',
  ssl       => true,
  try_files => ['$uri', '$uri/', '=404'],
  expires   => '7d',
  auth_basic           => 'Files',
  auth_basic_user_file => '/etc/nginx/htpasswd',
  location_allow       => ['10.0.0.0/8'],
  location_deny        => ['all'],
}
nginx::resource::location { 'shop-media':
  server         => 'shop.example.com',
  location       => '/media/',
  location_alias => '/srv/media/',
  ssl            => true,
}
nginx::resource::location { 'shop-status':
  server      => 'shop.example.com',
  location    => '/nginx_status',
  stub_status => true,
  ssl         => true,
}
nginx::resource::location { 'shop-app':
  server     => 'shop.example.com',
  location   => '/app/',
  uwsgi      => 'unix:/run/app.sock',
  ssl        => true,
  add_header => { 'Cache-Control' => 'no-store' },
  raw_prepend => ['# prepended raw'],
}
nginx::resource::geo { 'client_network':
  default   => 'extra',
  ranges    => false,
  address   => '$remote_addr',
  networks  => { '10.0.0.0/8' => 'intra', '192.168.0.0/16' => 'lan' },
}
nginx::resource::streamhost { 'dns':
  listen_port => 53,
  proxy       => 'dns_upstream',
}
