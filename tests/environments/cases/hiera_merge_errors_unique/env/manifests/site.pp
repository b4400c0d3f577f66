notify { 'h': message => lookup('h', Any, 'unique') }
