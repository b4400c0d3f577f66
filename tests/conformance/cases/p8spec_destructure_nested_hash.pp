[$a, [$b, $c]] = {a => 1, [b, c] => {b => 2, c => 3}}
notify { 'x': message => [$a, $b, $c] }
