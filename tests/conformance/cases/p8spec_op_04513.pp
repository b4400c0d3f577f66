notify { 'x': message => String('A' =~ Integer) }
