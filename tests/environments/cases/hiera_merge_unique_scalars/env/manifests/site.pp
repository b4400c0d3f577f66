notify { 'u': message => lookup('s', Any, 'unique') }
