$x = undef
$y = $x ? { undef => 'was undef', default => 'other' }
$z = 'B' ? { 'b' => 'ci', default => 'cs' }
notify { "${y} ${z}": }
