notify { 'x': message => String('A' << [1,2]) }
