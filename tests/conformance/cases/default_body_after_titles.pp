notify {
  'a': ;
  default: message => 'late default';
}
