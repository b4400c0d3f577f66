notify { 'a': message => 'x' } -> notify { 'b': }
$r = notify { 'c': }
notify { 'd': require => $r }
