notify { 'a': message => round('1.5') }
