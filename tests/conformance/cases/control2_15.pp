$x = unless true { 1 } else { 2 }
notify { "v": message => $x }
