notify { "x": message => "${undef}x" }
