notify { 'x': message => "${settings::confdir =~ String} ${settings::environmentpath =~ String}" }
