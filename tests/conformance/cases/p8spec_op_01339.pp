notify { 'x': message => String('abc' >> true) }
