notify { 'x': message => String('- 7' + 1) }
