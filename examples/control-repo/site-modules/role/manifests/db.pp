# A database server: the base every node has, and PostgreSQL.
class role::db {
  include profile::base
  include profile::db
}
