$h = { 'x' => { 'message' => 'hx' }, 'y' => { 'message' => 'hy' } }
$h.each |$k, $attrs| { notify { $k: * => $attrs } }
