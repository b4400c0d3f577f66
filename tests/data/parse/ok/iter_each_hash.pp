$h = { 'x' => 1, 'y' => 2 }
$h.each |$k, $v| { notify { "${k}=${v}": } }
$h.each |$pair| { notify { "pair=${pair}": } }
