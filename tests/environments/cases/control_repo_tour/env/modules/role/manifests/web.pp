class role::web {
  include role::base
  include profile::web
}
