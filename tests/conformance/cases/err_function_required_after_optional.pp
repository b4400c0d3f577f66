function f($a = 1, $b) { $b }
notify { 'x': message => f(1, 2) }
