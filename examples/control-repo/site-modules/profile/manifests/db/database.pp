# One database and its owner, created once.
define profile::db::database (
  String $owner,
) {
  exec { "createdb ${title}":
    command => "/usr/bin/createdb --owner=${owner} ${title}",
    unless  => "/usr/bin/psql --list --tuples-only | /usr/bin/cut -d '|' -f1 | /usr/bin/grep -qw ${title}",
    user    => 'postgres',
    require => Service['postgresql'],
  }
}
