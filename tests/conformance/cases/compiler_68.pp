notify { 'x': message => "${$settings::user} ${$settings::server =~ String}" }
