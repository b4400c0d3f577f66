$x = 5
$r = $x ? { Integer[0, 3] => 'low', Integer[4, 9] => 'mid', default => 'other' }
$s = 'foo' ? { /^f/ => 'f', default => 'n' }
$t = [1] ? { Array[Integer] => 'ints', default => 'n' }
notify { 'x': message => [$r, $s, $t] }
