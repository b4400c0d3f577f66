class ntp::params {
  $servers = ['0.pool', '1.pool']
  $service = $facts['os']['family'] ? { 'Debian' => 'ntp', default => 'ntpd' }
}
class ntp($servers = $ntp::params::servers, $service = $ntp::params::service) inherits ntp::params {
  package { 'ntp': ensure => installed }
  -> file { '/etc/ntp.conf': content => join($servers.map |$s| { "server ${s}" }, "\n") }
  ~> service { $service: ensure => running }
}
include ntp
