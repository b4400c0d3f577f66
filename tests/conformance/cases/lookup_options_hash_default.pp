notify { 'n': message => lookup({ 'name' => 'nosuch', 'default_value' => 5 }) }
