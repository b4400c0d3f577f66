class profile::web (Integer $port) {
  profile::vhost { 'site':
    port => $port,
  }
}
