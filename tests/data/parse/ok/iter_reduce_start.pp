$r = [1, 2, 3].reduce(10) |$m, $v| { $m + $v }
notify { 'r': message => $r }
