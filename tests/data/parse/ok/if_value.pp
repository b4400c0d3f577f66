$v = if true { 'yes' } else { 'no' }
$w = if false { 'yes' }
notify { "v=${v} w=${w}": }
