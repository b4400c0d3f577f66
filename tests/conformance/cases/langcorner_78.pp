$x = 1 /foo/ notify { "a": message => "${x}" }
