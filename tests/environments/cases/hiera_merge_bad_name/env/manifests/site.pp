notify { 'h': message => lookup('h', Any, 'bogus') }
