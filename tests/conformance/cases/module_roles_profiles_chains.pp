class profile::base {
  package { ['vim', 'curl']: ensure => installed }
  service { 'sshd': ensure => running, enable => true, subscribe => File['/etc/ssh/sshd_config'] }
  file { '/etc/ssh/sshd_config': ensure => file, mode => '0600', notify => Service['sshd'] }
}
class role::web { include profile::base  contain profile::nginx }
class profile::nginx {
  package { 'nginx': ensure => installed }
  -> file { '/etc/nginx/nginx.conf': ensure => file }
  ~> service { 'nginx': ensure => running }
}
node default { include role::web }
