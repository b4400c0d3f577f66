notify {
  default:
    require => Notify['m6'];
  'a':
    message => 'x';
}
