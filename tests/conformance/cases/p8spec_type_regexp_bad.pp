notify { 'x': message => Regexp[2] }
