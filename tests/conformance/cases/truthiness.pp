$a = if '' { 't' } else { 'f' }
$b = if [] { 't' } else { 'f' }
$c = if 0 { 't' } else { 'f' }
$d = if undef { 't' } else { 'f' }
$e = if 'false' { 't' } else { 'f' }
notify { "${a}${b}${c}${d}${e}": }
