class mysql::server($databases = {}) {
  $databases.each |$db, $opts| {
    $charset = $opts['charset'] ? { undef => 'utf8', default => $opts['charset'] }
    notify { "db ${db}": message => $charset }
  }
}
class { 'mysql::server': databases => { 'app' => {}, 'log' => { 'charset' => 'latin1' } } }
