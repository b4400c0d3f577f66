notify {
  default: message => 'd1';
  default: message => 'd2';
  'a': ;
}
