$y = 'a'
$x = $y ? { 'a' => 'p  q', default => 'r' }.split(/\s+/).join(' ')
notify { $x: }
