notify { 'a': message => sprintf('%s-%3333333333333333333303d', 'a', 7) }
