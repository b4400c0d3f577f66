$y = 2
$x = $y ? { 1 => 'a', default => 'b,c' }.split(',')
notify { "${x}": }
