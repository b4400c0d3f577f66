notify { 'x': message => sprintf('%c', /x/) }
