notify { 'x': message => String({1 => 'world'}, '%-5V') }
