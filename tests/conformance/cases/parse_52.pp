$v = 'b'
$x = $v ? { 'a' => 'x', default => 'A B' }.downcase.split(' ')[1]
notify { $x: }
