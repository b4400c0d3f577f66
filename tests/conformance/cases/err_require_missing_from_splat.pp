$h = {
  require => Notify['m5'],
}
notify { 'a':
  message => 'x',
  * => $h,
}
