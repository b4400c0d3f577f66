notify { 'a': message => sprintf('%x', undef) }
