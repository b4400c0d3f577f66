$x = attr notify { "a": message => "${x}" }
