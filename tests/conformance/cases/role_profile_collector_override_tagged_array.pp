class profile::base {
  $pkgs = ['vim', 'curl']
  package { $pkgs: ensure => present, tag => 'base' }
}
class role::web { include profile::base  Package <| tag == 'base' |> { ensure => latest } }
include role::web
