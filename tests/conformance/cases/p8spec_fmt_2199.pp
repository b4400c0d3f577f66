notify { 'x': message => String({1 => 'world'}, '%#6.4X') }
