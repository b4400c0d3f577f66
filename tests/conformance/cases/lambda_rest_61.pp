$h = {a => 1, b => 2}
$h.each |$pair| { notify { "p${pair[0]}${pair[1]}": } }
