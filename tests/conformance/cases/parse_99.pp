$x = if true { 'a' }.upcase.downcase.upcase
notify { $x: }
