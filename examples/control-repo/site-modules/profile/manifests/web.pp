# nginx proxying to the application's backends.
class profile::web (
  Integer $port,
  Array[String] $backends = [],
  String $server_name = $facts['networking']['fqdn'],
) {
  package { 'nginx':
    ensure => installed,
  }

  file { "/etc/nginx/conf.d/${server_name}.conf":
    ensure  => file,
    content => template('profile/vhost.conf.erb'),
    require => Package['nginx'],
    notify  => Service['nginx'],
  }

  service { 'nginx':
    ensure => running,
    enable => true,
  }
}
