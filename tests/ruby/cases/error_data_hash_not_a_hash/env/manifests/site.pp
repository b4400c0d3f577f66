notify { 'x': message => lookup('anything') }
