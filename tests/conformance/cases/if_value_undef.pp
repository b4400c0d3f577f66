$x = if false { 1 } elsif false { 2 }
notify { 'x': message => $x }
