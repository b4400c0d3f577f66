node default {
  include profile::base
  include profile::net
  include profile::app
  include profile::web
}
