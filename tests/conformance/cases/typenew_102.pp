notify { 'x': message => "${Integer[10].new('5')}" }
