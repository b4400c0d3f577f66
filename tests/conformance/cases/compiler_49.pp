notify { 'x': message => "${settings::noop =~ Boolean} ${settings::strict_variables =~ Boolean} ${settings::environment}" }
