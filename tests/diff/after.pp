class web($port = 8080, $motd = "Welcome\nto the new web server\n") {
  package { 'nginx': ensure => latest }
  file { '/etc/motd': content => $motd, mode => '0644' }
  service { 'nginx': ensure => running, require => Package['nginx'], subscribe => File['/etc/motd'] }
  notify { "listening on ${port}": }
}
include web
user { 'new': ensure => present }
Package <| title == 'nginx' |> { ensure => '1.24' }
if $facts['os']['family'] == 'Debian' {
  package { 'apt-transport-https': ensure => installed }
} else {
  package { 'yum-utils': ensure => installed }
}
node 'db.example.com' { package { 'postgresql': ensure => installed } }
node default { notify { 'default node': } }
