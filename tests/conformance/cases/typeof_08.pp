notify { 'x': message => "${type(Integer)} ${type(Integer[1,2], 'generalized')} ${type(File['a'])}" }
