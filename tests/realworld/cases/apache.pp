# apache: the class, some modules, a plain and an SSL virtual host.
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
  server_tokens => 'Prod',
  serveradmin   => 'webmaster@example.com',
}
include apache::mod::ssl
include apache::mod::rewrite
include apache::mod::headers
class { 'apache::mod::php': }

apache::vhost { 'www.example.com':
  port          => 80,
  docroot       => '/var/www/www.example.com',
  serveraliases => ['example.com'],
  rewrites      => [
    { 'comment' => 'to https', 'rewrite_cond' => ['%{HTTPS} off'], 'rewrite_rule' => ['(.*) https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]'] },
  ],
}
apache::vhost { 'www.example.com-ssl':
  servername => 'www.example.com',
  port       => 443,
  ssl        => true,
  docroot    => '/var/www/www.example.com',
  headers    => ['always set Strict-Transport-Security "max-age=31536000"'],
  directories => [
    { 'path' => '/var/www/www.example.com', 'options' => ['-Indexes', '+FollowSymLinks'], 'allow_override' => ['All'] },
  ],
}
