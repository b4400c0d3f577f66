notify { 'x': message => "${!!true} ${!(1 == 2)}" }
