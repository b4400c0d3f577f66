notify { 'a':
  message => 'x',
  message2 => 'y',
}
