$defaults = { 'owner' => 'root', 'mode' => '0644' }
file {
  default: * => $defaults;
  '/tmp/a': ;
  '/tmp/b': mode => '0600';
  ['/tmp/c', '/tmp/d']: owner => 'bob';
}
