# A database server: PostgreSQL with the application databases.
class role::db {
  include profile::base
  include profile::db
}
