$x = 'b'
$r = $x ? { 'a' => 1, /b|c/ => 2, default => 3 }
notice($r)
case 5 { 1, 2: { notice('low') } Integer[3, 10]: { notice('mid') } default: { notice('hi') } }
