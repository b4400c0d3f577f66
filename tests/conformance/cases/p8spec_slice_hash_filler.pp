$h = {a => 1, b => 2, c => 3}
$h.slice(2) |$p, $q| { notify { "${p[0]}-${q[0]}": } }
