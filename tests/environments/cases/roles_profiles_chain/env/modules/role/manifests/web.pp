class role::web {
  include profile::base
  class { 'profile::web': port => 80 }
}
