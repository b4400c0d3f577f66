function f(Integer $x, $y = $x * 2) >> Integer { $x + $y }
notify { 'n': message => [f(1), f(1, 1)] }
