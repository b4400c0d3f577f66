notify { 'a': message => sprintf('%d', undef) }
