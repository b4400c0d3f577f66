notify { 'x': message => String({1 => 'world'}, '%.2b') }
