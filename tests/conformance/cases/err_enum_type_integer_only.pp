notify { 'a': message => Enum[1] }
