notify { 'a': message => Enum['a', 2] }
