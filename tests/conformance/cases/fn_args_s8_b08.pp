notify { 'a': message => abs(undef) }
