notify { 'x': message => "${Binary('hello', '%s')}" }
