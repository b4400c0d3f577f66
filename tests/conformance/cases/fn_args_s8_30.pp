notify { 'a': message => dig(1, 'a') }
