notify { 's': message => [capitalize('hello'), strip('  x  '), 'abc'.upcase, 'a-b-c'.split('-'), join(['x', 'y']), sprintf('%s-%d-%.2f', 'a', 5, 3.14159), sprintf('%5s|%-5s|', 'r', 'l')] }
