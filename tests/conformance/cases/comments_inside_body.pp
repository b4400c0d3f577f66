notify { 'a':
  message => 'x',
  # comment inside
  withpath => false, /* block */ loglevel => notice,
}
