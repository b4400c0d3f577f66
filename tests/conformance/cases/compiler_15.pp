notify { 'x': message => "${$settings::manifest =~ String}" }
