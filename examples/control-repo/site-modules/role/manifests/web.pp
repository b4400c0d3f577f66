# A web server: the base every node has, and nginx in front of the app.
class role::web {
  include profile::base
  include profile::web
}
