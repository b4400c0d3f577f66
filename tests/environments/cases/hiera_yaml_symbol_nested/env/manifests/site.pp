notify { 'b': message => lookup('b') }
