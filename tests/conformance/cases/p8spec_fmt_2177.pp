notify { 'x': message => String({1 => 'world'}, '%4.2p') }
