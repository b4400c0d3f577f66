notify { "x": message => "${/r/}" }
