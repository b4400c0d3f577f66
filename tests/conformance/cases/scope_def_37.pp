function f($a, $b = $a + 1) { $a * $b }
notify { 'x': message => f(3) }
