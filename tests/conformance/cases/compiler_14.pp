notify { 'x': message => "${settings::nosuch}" }
