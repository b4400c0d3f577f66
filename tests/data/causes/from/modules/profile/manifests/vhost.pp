define profile::vhost (Integer $port) {
  $listen = sprintf('listen %d', $port)
  file { "/etc/vhost-${title}.conf":
    content => "${listen}\n",
  }
}
