define d($a, $b = 'B') { notify { "${title}:${a}:${b}": } }
$p = { 'a' => 'A' }
d { 'x': * => $p }
