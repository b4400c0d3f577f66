$b = Binary('hello', '%s')
notify { 'x': message => "${String($b, '%s')} ${String($b, '%B')} ${String($b, '%u')} ${String($b, '%p')}" }
