class ntp($servers = ['0.pool', '1.pool'], $service_ensure = 'running') {
  contain ntp::install
  contain ntp::config
  contain ntp::service
  Class['ntp::install'] -> Class['ntp::config'] ~> Class['ntp::service']
}
class ntp::install { package { 'ntp': ensure => installed } }
class ntp::config {
  file { '/etc/ntp.conf':
    ensure  => file,
    content => join($ntp::servers.map |$s| { "server ${s}" }, "\n"),
  }
}
class ntp::service { service { 'ntp': ensure => $ntp::service_ensure, enable => true } }
include ntp
