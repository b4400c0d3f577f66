# PostgreSQL and the application's databases (name => owner, from Hiera).
class profile::db (
  Hash[String, String] $databases = {},
) {
  package { 'postgresql':
    ensure => installed,
  }

  service { 'postgresql':
    ensure  => running,
    enable  => true,
    require => Package['postgresql'],
  }

  $databases.each |$database, $owner| {
    profile::db::database { $database:
      owner => $owner,
    }
  }
}
