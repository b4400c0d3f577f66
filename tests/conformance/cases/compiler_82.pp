notify { 'x': message => "${settings::environment == 'production'} ${$settings::certname}" }
