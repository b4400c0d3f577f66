notify { 'x': message => sprintf('%c', 2147483648) }
