notify { "x": message => String('a' in { 'A' => 1 }) }
