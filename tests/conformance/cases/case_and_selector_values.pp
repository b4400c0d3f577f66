$v = case 'b' { 'a', 'b': { 'ab' } default: { 'other' } }
notify { 'l1': message => $v }
$w = 'x' ? { /x/ => 'rx', default => 'd' }
notify { 'l2': message => $w }
$z = 3 ? { Integer[1, 5] => 'small', default => 'big' }
notify { 'l3': message => $z }
