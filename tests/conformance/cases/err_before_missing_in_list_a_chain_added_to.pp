notify { 'a':
  before => Notify['missing'],
}
notify { 'b': }
Notify['a'] -> Notify['b']
