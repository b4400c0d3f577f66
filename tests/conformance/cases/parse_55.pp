$x = case 'a' { 'a': { 'Q' } }.downcase
$y = if false { 1 } else { [2, 3] }.length
notify { "${x}${y}": }
