$r = notify { 'x': }
notice($r)
$s = [notify { 'y': }, notify { 'z': }]
notice($s)
