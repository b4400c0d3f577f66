$a = 'x'
$b = 'y'
$r = $a ? { 'x' => $b ? { 'y' => 'xy', default => 'x?' }, default => '?' }
notify { $r: }
