notify { 'x': message => sprintf('%c', -128) }
