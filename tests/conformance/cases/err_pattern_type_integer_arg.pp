notify { 'a': message => Pattern[1] }
