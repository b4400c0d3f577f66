notify { 'a': message => round(undef) }
