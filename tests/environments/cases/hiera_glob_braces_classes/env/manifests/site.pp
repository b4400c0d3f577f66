notify { 'k': message => lookup('k', Any, 'unique') }
