class ntp($servers = ['0.pool', '1.pool'], Enum['running', 'stopped'] $ensure = 'running') {
  $conf = $servers.map |$i, $s| { "server ${s} iburst # ${i}" }.join("\n")
  file { '/etc/ntp.conf': content => "${conf}\n" }
  service { 'ntp': ensure => $ensure, subscribe => File['/etc/ntp.conf'] }
}
include ntp
notify { 'conf': message => File['/etc/ntp.conf']['content'] }
