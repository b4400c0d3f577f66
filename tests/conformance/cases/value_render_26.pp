notify { "x": message => "dollar \$x" }
