$defaults = { owner => 'root', mode => '0644' }
file {
  default: * => $defaults, ensure => file;
  '/a': ;
  '/b': mode => '0600';
  ['/c', '/d']: owner => 'app';
}
