$x = 5
$r = $x ? { 1 => 'one', /5/ => 'five-re', default => 'other' }
$t = $x ? { Integer[4,6] => 'range', default => 'no' }
$u = 'abc' ? { ['x', 'ABC'] => 'array-match', default => 'no' }
notify { [$r, $t, $u]: }
