notify { "a": message => "${settings::nosuch}" }
