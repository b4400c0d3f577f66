$v = 'x'
$x = $v ? { 'x' => ['a', 'b'], default => [] }.join(',')
notify { $x: }
