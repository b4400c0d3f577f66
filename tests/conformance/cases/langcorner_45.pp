notify { "a": message => "${settings::confdir =~ String} ${settings::noop} ${settings::storeconfigs} ${settings::trusted_node_data}" }
