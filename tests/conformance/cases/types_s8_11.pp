$r = [1, 2, 3].map |Integer $x, $y = 'd'| { "${x}${y}" }
notify { 'a': message => $r }
