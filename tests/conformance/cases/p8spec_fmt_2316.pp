notify { 'x': message => String({1 => 'world'}, '%#y') }
