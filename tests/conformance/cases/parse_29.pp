$x = case 'a' { 'a': { 'q' } }.upcase
notify { $x: }
