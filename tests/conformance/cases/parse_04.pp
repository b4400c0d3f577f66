$x = if true { 'A' } else { 'b' }.downcase
notify { $x: }
