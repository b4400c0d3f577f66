$v = 3
$x = $v ? { Integer[1, 5] => 'small', default => 'big' }.capitalize
notify { $x: }
