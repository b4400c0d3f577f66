notify { 'x': message => sprintf('%c', undef) }
