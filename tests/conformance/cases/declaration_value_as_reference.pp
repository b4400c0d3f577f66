$x = notify { 'a': }
notify { 'b': require => $x }
$y = [notify { 'c': }, notify { 'd': }]
notify { 'e': before => $y }
