notify { 'x': message => "${settings::environment} ${settings::certname}" }
