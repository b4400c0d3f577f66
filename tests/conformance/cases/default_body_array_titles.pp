file {
  default: ensure => file, mode => '0600';
  ['/a', '/b']: ;
  '/c': mode => '0644';
}
