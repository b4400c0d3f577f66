$b = Binary([0, 255, 16])
notify { 'x': message => "${b} ${b.length} ${String($b, '%u')} ${String($b, '%B')} ${String($b, '%p')}" }
