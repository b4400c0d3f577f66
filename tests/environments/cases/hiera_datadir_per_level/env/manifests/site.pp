notify { 'a': message => lookup('a') }
notify { 'b': message => lookup('b') }
notify { 'c': message => lookup('c') }
