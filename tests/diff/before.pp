class web($port = 80, $motd = "Welcome\nto the web server\n") {
  package { 'nginx': ensure => installed }
  file { '/etc/motd': content => $motd, mode => '0644' }
  service { 'nginx': ensure => running, require => Package['nginx'] }
  notify { "listening on ${port}": }
}
include web
user { 'old': ensure => present, tag => ['legacy'] }
if $facts['os']['family'] == 'Debian' {
  package { 'apt-transport-https': ensure => installed }
} else {
  package { 'yum-utils': ensure => installed }
}
node 'db.example.com' { package { 'postgresql': ensure => installed } }
node default { notify { 'default node': } }
