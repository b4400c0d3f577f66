notify { "x": message => "${Integer}" }
