function f($x) { $x }
notify { 'n': message => f() }
