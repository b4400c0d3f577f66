$x = 3
$r = if $x > 2 { 'big' } elsif $x > 1 { 'mid' } else { 'small' }
notify { 'n': message => $r }
$u = unless true { 'x' }
notify { 'm': message => $u }
