# Each node gets one role; what a role means is in site-modules/role, and
# the values that differ between nodes and systems are in data/.
node /^web\d+\./ {
  include role::web
}

node 'db1.example.com' {
  include role::db
}

node default {
  include profile::base
}
