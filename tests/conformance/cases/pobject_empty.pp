notify { 'a': message => "${Object[{}]} ${Object[{name => 'X'}]}" }
