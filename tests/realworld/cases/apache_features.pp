# apache: vhosts with many features, each rendered by its own ERB template
# (directories with requires and auth, proxying, redirects, error
# documents, environment variables, PHP values, blocks, includes) and
# mod_status.
class { 'apache':
  default_vhost => false,
  mpm_module    => 'prefork',
}
class { 'apache::mod::status':
  requires => { 'enforce' => 'any', 'requires' => ['ip 10.0.0.0/8', 'host example.com'] },
}
include apache::mod::proxy
include apache::mod::proxy_http
apache::vhost { 'app.example.com':
  port                => 80,
  docroot             => '/srv/app/public',
  serveradmin         => 'ops@example.com',
  aliases             => [
    { 'alias' => '/static', 'path' => '/srv/app/static' },
    { 'aliasmatch' => '^/img/(.*)$', 'path' => '/srv/app/images/$1' },
  ],
  directories         => [
    { 'path' => '/srv/app/public', 'options' => ['FollowSymLinks'], 'allow_override' => ['None'],
      'require' => { 'enforce' => 'all', 'requires' => ['ip 10.0.0.0/8', 'not ip 10.1.0.0/16'] },
      'directoryindex' => 'index.php', 'headers' => 'set X-Frame-Options DENY' },
    { 'path' => '/srv/app/private', 'auth_type' => 'Basic', 'auth_name' => 'Private',
      'auth_user_file' => '/etc/apache2/htpasswd', 'auth_require' => 'valid-user' },
    { 'path' => '/server-info', 'provider' => 'location', 'require' => 'ip 127.0.0.1' },
    { 'path' => '\.(bak|old)$', 'provider' => 'filesmatch', 'require' => 'all denied' },
  ],
  proxy_pass          => [
    { 'path' => '/api', 'url' => 'http://127.0.0.1:8080/api', 'reverse_urls' => ['http://127.0.0.1:8080/api'],
      'params' => { 'retry' => '0', 'timeout' => '5' } },
  ],
  proxy_preserve_host => true,
  no_proxy_uris       => ['/api/health'],
  redirect_source     => ['/old', '/legacy'],
  redirect_dest       => ['/new', '/current'],
  redirect_status     => ['permanent', 'temp'],
  error_documents     => [
    { 'error_code' => '404', 'document' => '/errors/404.html' },
    { 'error_code' => '503', 'document' => '/errors/maintenance.html' },
  ],
  setenv              => ['APP_ENV production', 'APP_DEBUG 0'],
  setenvif            => ['User-Agent "^curl" is_curl'],
  php_values          => { 'memory_limit' => '256M', 'max_execution_time' => '60' },
  php_flags           => { 'display_errors' => 'off' },
  php_admin_values    => { 'open_basedir' => '/srv/app' },
  php_admin_flags     => { 'engine' => 'on' },
  block               => ['scm'],
  additional_includes => ['/etc/apache2/app-extra.conf'],
  access_logs         => [
    { 'file' => 'app_access.log', 'format' => 'combined' },
    { 'file' => 'app_json.log', 'format' => 'json', 'env' => '!dontlog' },
  ],
  headers             => ['set X-Content-Type-Options nosniff'],
  request_headers     => ['unset Proxy early'],
  custom_fragment     => '# custom fragment',
}
apache::vhost { 'secure.example.com':
  port            => 443,
  docroot         => '/srv/secure',
  ssl             => true,
  ssl_cert        => '/etc/ssl/certs/secure.pem',
  ssl_key         => '/etc/ssl/private/secure.key',
  ssl_chain       => '/etc/ssl/certs/chain.pem',
  ssl_protocol    => ['all', '-SSLv3', '-TLSv1', '-TLSv1.1'],
  ssl_cipher      => 'HIGH:!aNULL',
  ssl_verify_client => 'optional',
  ssl_verify_depth  => 2,
  rewrites        => [
    { 'comment' => 'maintenance', 'rewrite_cond' => ['%{DOCUMENT_ROOT}/maintenance.html -f'],
      'rewrite_rule' => ['^.*$ /maintenance.html [L]'] },
    { 'rewrite_map' => ['lowercase int:tolower'], 'rewrite_rule' => ['(.*) ${lowercase:$1}'] },
  ],
  directories     => [
    { 'path' => '/srv/secure', 'require' => ['all granted'], 'ssl_options' => ['+StdEnvVars'],
      'rewrites' => [{ 'rewrite_rule' => ['^index\.html$ welcome.html'] }] },
  ],
}
