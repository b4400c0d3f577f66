define mysql::db($user, $password, $grant = ['ALL']) {
  notify { "db ${title}": message => "${user}@${title} ${grant.join(',')}" }
}
$dbs = ['app', 'reporting']
$dbs.each |$db| { mysql::db { $db: user => "${db}_user", password => 'secret' } }
Mysql::Db['reporting'] { grant => ['SELECT'] }
