$x = if false { 1 }
notify { "v": message => $x }
