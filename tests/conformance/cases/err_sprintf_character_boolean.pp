notify { 'x': message => sprintf('%c', true) }
