# Node classification: one role per node, the base profile for the rest.
node 'web01.example.com' {
  include role::web
}
node /^db\d+\.example\.com$/ {
  include role::db
}
node /^lb\d+/ {
  include role::lb
}
node default {
  include profile::base
}
