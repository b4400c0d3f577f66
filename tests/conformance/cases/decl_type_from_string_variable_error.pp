$t = 'notify'
$t { 'x': }
