file {
  '/a': ensure => file;
  '/b':
    ensure => directory,
    mode => '0755',
  ;
}
