function f(Integer *$a) { $a }
notify { 'x': message => "${f(1, 'x')}" }
