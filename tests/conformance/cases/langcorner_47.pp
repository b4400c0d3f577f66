notify { "a": message => String($settings::strict_variables) }
