notify { 'x': message => "${Binary('!!!')}" }
