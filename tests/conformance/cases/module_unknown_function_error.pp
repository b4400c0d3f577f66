class mysql::server($root_password = undef, $databases = {}) {
  if $root_password == undef { warning('no root password') }
  $databases.each |$db, $opts| {
    $charset = pick_default($opts['charset'], 'utf8')
    notify { "db ${db}": message => $charset }
  }
}
class { 'mysql::server': databases => { 'app' => {} } }
