notify { 'x': message => lookup('bad.key') }
