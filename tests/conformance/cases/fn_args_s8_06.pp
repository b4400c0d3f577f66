notify { 'a': message => length(undef) }
