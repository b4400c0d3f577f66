# A web server: Apache virtual hosts behind the base profile.
class role::web {
  include profile::base
  include profile::web
}
