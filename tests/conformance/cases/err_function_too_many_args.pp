function f($x) { $x } notify { 'a': message => f(1, 2) }
