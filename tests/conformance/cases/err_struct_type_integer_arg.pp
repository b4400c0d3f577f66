notify { 'a': message => Struct[1] }
