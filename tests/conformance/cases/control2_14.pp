$x = case 1 { 2: { "two" } }
notify { "v": message => $x }
