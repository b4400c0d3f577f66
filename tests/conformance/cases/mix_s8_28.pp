$h = { 'a' => 1, 'b' => 2 }
$s = $h.map |$k, $v| { "${k}=${v}" }.join('&')
notify { $s: }
notify { "${h.keys.length} keys": }
