notify { 'x': message => sprintf('%c', [1]) }
