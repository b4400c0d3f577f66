notify { 'x': message => "${settings::nonexistent_setting}" }
