notify { "${settings::environment} ${$settings::confdir =~ String}": }
