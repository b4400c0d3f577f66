notify { 'x': message => "${settings::strict_variables} ${settings::noop} ${settings::strict}" }
