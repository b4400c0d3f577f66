$v = 'b'
$x = $v ? { 'a' => [3,1], default => [2,1,2] }.sort.unique
notify { "${x}": }
