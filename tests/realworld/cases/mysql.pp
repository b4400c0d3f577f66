# mysql: server with options, a database with its user and grant, a client.
class { 'mysql::server':
  root_password           => 'R00tPass',
  remove_default_accounts => true,
  override_options        => {
    'mysqld' => { 'bind-address' => '0.0.0.0', 'max_connections' => 300 },
  },
}
mysql::db { 'shop':
  user     => 'shop',
  password => 'Sh0pPass',
  host     => '10.0.1.%',
  grant    => ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
}
include mysql::client
