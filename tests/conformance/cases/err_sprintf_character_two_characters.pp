notify { 'x': message => sprintf('%c', 'ab') }
