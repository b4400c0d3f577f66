notify { "x": message => $settings::environment }
