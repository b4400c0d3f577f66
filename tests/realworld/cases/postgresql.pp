# postgresql: server, a database with its user, a role, grants and a config entry.
class { 'postgresql::globals':
  encoding => 'UTF-8',
  locale   => 'en_US.UTF-8',
}
class { 'postgresql::server':
  listen_addresses => '*',
  port             => 5432,
}
postgresql::server::db { 'app':
  user     => 'app',
  password => postgresql::postgresql_password('app', 'S3cret!'),
}
postgresql::server::role { 'reporting':
  password_hash => postgresql::postgresql_password('reporting', 'R3port'),
  login         => true,
}
postgresql::server::database_grant { 'reporting on app':
  privilege => 'CONNECT',
  db        => 'app',
  role      => 'reporting',
}
postgresql::server::pg_hba_rule { 'app from the web network':
  type        => 'host',
  database    => 'app',
  user        => 'app',
  address     => '10.0.1.0/24',
  auth_method => 'scram-sha-256',
}
postgresql::server::config_entry { 'max_connections':
  value => 200,
}
