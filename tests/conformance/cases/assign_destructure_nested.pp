[$a, $b] = [1, 2]
[$c, [$d, $e]] = [3, [4, 5]]
notify { 'n': message => "${a}${b}${c}${d}${e}" }
