# PostgreSQL with databases, roles and access rules from Hiera.
class profile::db (
  Hash[String, Hash] $databases = {},
  Hash[String, Hash] $hba_rules = {},
) {
  include postgresql::server
  $databases.each |String $name, Hash $db| {
    postgresql::server::db { $name:
      user     => $db['user'],
      password => postgresql::postgresql_password($db['user'], $db['password']),
    }
  }
  $hba_rules.each |String $name, Hash $rule| {
    postgresql::server::pg_hba_rule { $name:
      * => $rule,
    }
  }
  concat::fragment { 'inventory db':
    target  => '/etc/inventory',
    content => "databases: ${databases.keys.sort.join(', ')}\n",
    order   => '10',
  }
}
