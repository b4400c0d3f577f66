notify { 'a': message => sprintf('%f', undef) }
