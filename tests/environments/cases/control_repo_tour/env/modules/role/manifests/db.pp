class role::db {
  include role::base
  require profile::db
}
