class apache($default_vhost = true) {
  package { 'httpd': ensure => installed }
  service { 'httpd': ensure => running, require => Package['httpd'] }
  if $default_vhost { apache::vhost { 'default': port => 80 } }
}
define apache::vhost($port, $docroot = "/var/www/${title}") {
  file { $docroot: ensure => directory, before => Service['httpd'] }
  file { "/etc/httpd/conf.d/${title}.conf": ensure => file, content => "Listen ${port}", notify => Service['httpd'] }
}
class { 'apache': }
apache::vhost { 'site.example.com': port => 443 }
