$r = case 'x' { 'y': { 1 } default: { 2 } }
$s = if false { 1 }
$t = unless false { 'u' }
notify { 'x': message => [$r, $s, $t] }
