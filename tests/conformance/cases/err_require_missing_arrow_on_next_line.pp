notify { 'a':
  message => 'x',
  require
  =>
  Notify['m11'],
}
