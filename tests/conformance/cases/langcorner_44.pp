notify { "a": message => "${settings::strict} ${settings::environment} ${settings::certname} ${settings::node_name_value}" }
