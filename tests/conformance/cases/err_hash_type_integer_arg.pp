notify { 'a': message => Hash[1] }
