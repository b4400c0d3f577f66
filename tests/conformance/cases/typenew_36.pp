notify { 'x': message => "${Integer[0,10].new('50')}" }
