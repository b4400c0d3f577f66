$h = { 'a' => 1 }
$r = $h['a'] ? { 1 => 'one' }
notify { $r: }
