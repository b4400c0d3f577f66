$h = { 'z' => 1, 'a' => 2 }
$h.each |$k, $v| { notify { "${k}=${v}": } }
notify { 'keys': message => $h.keys }
