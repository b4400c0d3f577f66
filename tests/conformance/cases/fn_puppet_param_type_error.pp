function f(String $x) { $x }
notify { 'x': message => f(1) }
