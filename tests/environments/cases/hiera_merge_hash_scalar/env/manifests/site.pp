notify { 'h': message => lookup('s', Any, 'hash') }
