notify { 'a': message => lookup('a') }
notify { 'b': message => lookup('b') }
notify { 'h': message => lookup('h', Hash, 'hash') }
notify { 'g': message => lookup('g') }
