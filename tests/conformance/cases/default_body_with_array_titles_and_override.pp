notify {
  default: message => 'dm', loglevel => 'info';
  ['a', 'b']: ;
  'c': message => 'own', loglevel => default;
}
