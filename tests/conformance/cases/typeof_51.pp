notify { 'x': message => "${Binary('hello there world and more', '%s')}" }
