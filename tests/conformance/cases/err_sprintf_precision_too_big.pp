notify { 'a': message => sprintf('%.3333333333333333333f', 7) }
