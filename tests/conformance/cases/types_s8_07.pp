function f($a, $b = $a * 2, *$rest) { [$a, $b, $rest] }
notify { 'a': message => [f(1), f(1, 5), f(1, 2, 3, 4)] }
