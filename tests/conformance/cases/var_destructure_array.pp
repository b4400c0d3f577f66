$a = [1, 2, 3]
[$p, $q, $r] = $a
notify { 'x': message => "${p}${q}${r}" }
