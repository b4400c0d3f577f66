$v = if false { 1 } elsif true { 2 } else { 3 }
$w = unless true { 'x' }
notify { "v=${v} w=${w}": }
