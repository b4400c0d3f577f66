$x = private notify { "a": message => "${x}" }
